/** Credentials the test tiers seed with (SEED_* variables), so tests know them. */
export const TEST_ADMIN_EMAIL = "admin@test.paghe.local";
export const TEST_ADMIN_PASSWORD = "test-password-1234";
export const TEST_API_KEY = "dp_live_TestKeyDemoOrganization0000000001";
export const TEST_OTHER_API_KEY = "dp_live_TestKeyOtherOrganization000000002";
