export const LOGIN_PATH = '/admin/login';
export const REGISTER_PATH = '/admin/register';
export const HOME_PATH = '/admin/dashboard';
export const SETTINGS_PATH = '/admin/settings';
export const FORGOT_PASSWORD_PATH = '/admin/forgot-password';
/** Who is signed in (`endpoints.user`): the admin's page asks it in its first script, before anything else loads. */
export const SESSION_PATH = '/api/admin/user';
