/**
 * `@cabinet/toolkit/staff-access`: spec section 2's staff access-denied notice, the one every screen that
 * reads the booking system's data shows (BookingStaffNotice reads it from the API; StaffAccessNotice draws it).
 */
export { BookingStaffNotice } from './staff-access/BookingStaffNotice';
export { BOOKING_SYSTEM_NAMES, NO_ACCESS, StaffAccessNotice, type StaffLimitedCompany } from './staff-access/StaffAccessNotice';
export { bookingStaffAccessKey, bookingStaffAccessQuery, getBookingStaffAccess, useBookingStaffAccess } from './staff-access/staffAccessQuery';
