import { DockerfileParser, Env, ModifiableInstruction, type Instruction } from 'dockerfile-ast';

/** One instruction as the checks read it: its keyword, `--flag=value`s and words. */
export interface Step {
  keyword: string;
  flags: Record<string, string | null>;
  words: string[];
}

export interface Stage {
  name: string;
  /** The image or earlier stage it starts from. */
  base: string;
  steps: Step[];
  /** Its ENV variables, in order (a later one wins). */
  env: Record<string, string>;
}

function stepOf(instruction: Instruction): Step {
  const flags =
    instruction instanceof ModifiableInstruction
      ? Object.fromEntries(instruction.getFlags().map((flag) => [flag.getName(), flag.getValue()]))
      : {};
  return {
    keyword: instruction.getKeyword(),
    flags,
    words: instruction.getArguments().map((argument) => argument.getValue()),
  };
}

/** The build stages of a Dockerfile, in order; the last is the image that runs. */
export function dockerfileStages(text: string): Stage[] {
  const stages: Stage[] = [];
  for (const instruction of DockerfileParser.parse(text).getInstructions()) {
    const step = stepOf(instruction);
    if (step.keyword === 'FROM') {
      const [base = '', as, name] = step.words;
      stages.push({
        name: as?.toUpperCase() === 'AS' && name ? name : String(stages.length),
        base,
        steps: [],
        env: {},
      });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage) throw new Error(`${step.keyword} before any FROM`);
    stage.steps.push(step);
    if (instruction instanceof Env)
      for (const property of instruction.getProperties())
        stage.env[property.getName()] = property.getUnescapedValue() ?? '';
  }
  return stages;
}

/** A stage and the stages it is built on, nearest first. */
export function lineageOf(stages: Stage[], name: string): Stage[] {
  const stage = stages.find((candidate) => candidate.name === name);
  return stage ? [stage, ...lineageOf(stages, stage.base)] : [];
}

/** The shell commands of a stage's RUN steps, split at `&&`, `||` and `;`. */
export function commandsOf(stage: Stage): string[][] {
  return stage.steps
    .filter((step) => step.keyword === 'RUN')
    .flatMap((step) => step.words.join(' ').split(/&&|\|\||;/))
    .map((command) => command.trim().split(/\s+/))
    .filter((words) => words[0] !== '');
}
