export const LOGIN_PATH = '/admin/login';
export const REGISTER_PATH = '/admin/register';
export const HOME_PATH = '/admin/dashboard';
