import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * An edit form's resolver: only the fields whose value differs from `current` are checked (each by the add form's
 * own rule) and passed on, so an old record that today's rules would refuse (an empty "who can join", a lapsed
 * DSWD date) can still have another field corrected. The rules between fields are the server's, on what it stores.
 */
export function changedFieldsResolver<Fields extends FieldValues, Values>(
  schema: z.ZodObject,
  current: Fields,
): Resolver<Fields, unknown, Values> {
  const check = zodResolver(schema.partial()) as unknown as Resolver<Fields, unknown, Values>;
  return (values, context, options) =>
    check(
      Object.fromEntries(Object.entries(values).filter(([key, value]) => value !== current[key])) as Fields,
      context,
      options,
    );
}
