/**
 * `--env-file <path>` on a command line (npm run doctor, backup, restore, owner:password): the variables of
 * the service's environment file (/etc/nile-atelier/env), read as systemd reads them. Variables already set
 * win. Returns the other arguments.
 */
export const argumentsAfterEnvFile = (argv: string[] = process.argv.slice(2)) => {
  const rest: string[] = [];
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index] ?? '';
    const inline = /^--env-file=(.+)$/.exec(argument);
    if (inline?.[1]) process.loadEnvFile(inline[1]);
    else if (argument === '--env-file' && argv[index + 1]) process.loadEnvFile(argv[++index] ?? '');
    else rest.push(argument);
  }
  return rest;
};
