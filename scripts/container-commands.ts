/** A folder of this machine mounted into a one-off container (`-v "host:container[:ro]"`). */
export interface Mount {
  host: string;
  container: string;
  readOnly: boolean;
}

/** One `docker compose exec|run … <service> node dist/<file>.js …` line of a guide. */
export interface ContainerCommand {
  line: string;
  how: 'exec' | 'run';
  /** The shell variable piped to its standard input (`printf '%s\n' "$NAME" | …`), if any. */
  stdinFrom: string | null;
  flags: string[];
  user: string | null;
  mounts: Mount[];
  service: string;
  /** The command run in the container's working folder: `node`, the script, its arguments. */
  command: string[];
}

const commandLine =
  /^(?:printf '%s\\n' "\$(\w+)" \| )?docker compose (exec|run) (.*?) ?(app\d+) (node dist\/[\w-]+\.js(?: [^\s#]+)*)(?: +#.*)?$/gm;
/** The flags read here; any other would be a way of running that these checks do not follow. */
const knownFlags = new Set(['-T', '--rm', '--no-deps']);

/** The container commands of a guide, with their options read as compose reads them. */
export function containerCommands(markdown: string): ContainerCommand[] {
  return [...markdown.matchAll(commandLine)].map(
    ([line, stdinFrom, how, options = '', service = '', command = '']) => {
      const words = [...options.matchAll(/"([^"]*)"|(\S+)/g)].map(([, quoted, bare]) =>
        String(quoted ?? bare),
      );
      const found: Omit<ContainerCommand, 'line' | 'how' | 'stdinFrom' | 'service' | 'command'> = {
        flags: [],
        user: null,
        mounts: [],
      };
      for (let at = 0; at < words.length; at += 1) {
        const word = words[at]!;
        if (word === '--user' || word === '-u') found.user = words[(at += 1)] ?? null;
        else if (word === '-v' || word === '--volume') {
          const [host = '', container = '', mode] = (words[(at += 1)] ?? '').split(':');
          found.mounts.push({ host, container, readOnly: mode === 'ro' });
        } else if (knownFlags.has(word)) found.flags.push(word);
        else throw new Error(`${word} is not read by these checks: ${line}`);
      }
      return {
        line,
        how: how as 'exec' | 'run',
        stdinFrom: stdinFrom ?? null,
        ...found,
        service,
        command: command.split(' '),
      };
    },
  );
}
