export const LOGIN_PATH = '/admin/login';
export const HOME_PATH = '/admin/dashboard';
