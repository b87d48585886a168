import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A resolver whose implementation (and its validation library) is fetched on first use, so the
 * form's page loads without it. `preload` lets the form fetch it as soon as a visitor starts typing.
 */
export const lazyResolver = <Values extends FieldValues>(load: () => Promise<Resolver<Values>>) => {
  let pending: Promise<Resolver<Values>> | undefined;
  const preload = () => (pending ??= load());
  const resolver: Resolver<Values> = async (values, context, options) => (await preload())(values, context, options);
  return { resolver, preload };
};
