export const auth = {
  login: {
    title: 'Log in',
    email: 'Email',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    rememberMe: 'Remember me',
    forgotPassword: 'Forgot Password?',
    submit: 'Log in',
    noAccount: "Don't have an account?",
    signUp: 'Sign up',
    success: 'Login successful!',
    failure: 'Error logging in. Please check your credentials.',
    invalidCredentials: 'Invalid email or password.',
    tooManyAttempts: 'Too many failed logins. Please try again in {{after}}.',
  },
  register: {
    fillRequired: 'Please fill in all required fields.',
    passwordMismatch: 'Passwords do not match.',
    emailTaken: 'An account with this email already exists.',
    success: 'Account created! Taking you to the login page...',
  },
  guard: {
    loading: 'Loading...',
  },
  session: {
    loggedOut: 'You have been logged out.',
  },
} as const;
