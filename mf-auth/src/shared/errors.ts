import type { FormInstance } from '@cabinet/design/forms';
import { useFormFailure, type FormFailure, type FormFailureOptions } from '@cabinet/toolkit/forms';
import { useDescribeAuthError } from './authErrors';

// The wording of the API's codes has no antd in it (authErrors.ts): the sign-in page imports it alone.
export { retryAfterMinutes, useDescribeAuthError, type DescribedError } from './authErrors';

/** The toolkit's failed-submission helper, worded as the sign-in screens word the API's codes. */
export function useAuthFormFailure(form: FormInstance, options?: FormFailureOptions): FormFailure {
  return useFormFailure(form, useDescribeAuthError(), options);
}
