export const admin = {
  title: 'Admin',
} as const;
