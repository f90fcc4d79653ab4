export const admin = {
  heading: 'Admin',
} as const;
