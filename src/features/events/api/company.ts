/** CompanyID is always '1' (spec section 9). */
export const COMPANY_ID = '1';
