/**
 * `@cabinet/toolkit/staff-access`: spec section 2's staff access-denied notice, the one every screen that
 * reads the booking system's data shows (BookingStaffNotice reads it from the API; StaffAccessNotice draws it).
 */
export { BookingStaffNotice } from './staff-access/BookingStaffNotice';
export { StaffAccessNotice, StaffNoAccessText, type StaffLimitedCompany } from './staff-access/StaffAccessNotice';
export { bookingStaffAccessKey, bookingStaffAccessQuery, getBookingStaffAccess, useBookingStaffAccess, type BookingStaffAccessAnswer } from './staff-access/staffAccessQuery';
