/** The demonstration captcha code the end-to-end server is started with (shown on the login page). */
export const DEMO_CAPTCHA = '8888';
/** The demo accounts' password (DEMO_PASSWORD default). */
export const DEMO_PASSWORD = 'Risk@2026';
