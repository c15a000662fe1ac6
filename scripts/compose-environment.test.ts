import { describe, expect, it } from 'vitest';
import {
  interpolate,
  parseEnvFile,
  renderCompose,
  serviceEnvironment,
} from './compose-environment.js';

const host = { SET: 'value', EMPTY: '' };

describe("compose's variable interpolation", () => {
  it.each([
    ['${SET}', 'value'],
    ['$SET and $EMPTY.', 'value and .'],
    ['${UNSET}', ''],
    ['$$SET costs $$5', '$SET costs $5'],
    ['${SET:-other}', 'value'],
    ['${EMPTY:-other}', 'other'],
    ['${UNSET:-other}', 'other'],
    ['${EMPTY-other}', ''],
    ['${UNSET-other}', 'other'],
    ['${UNSET:-}', ''],
    ['${SET:?needed}', 'value'],
    ['${EMPTY?needed}', ''],
    ['${SET:+other}', 'other'],
    ['${EMPTY:+other}', ''],
    ['${EMPTY+other}', 'other'],
    ['${UNSET+other}', ''],
    ['${UNSET:-${SET}!}', 'value!'],
    ['x${UNSET:-${EMPTY:-deep}}y', 'xdeepy'],
    ['a $ b', 'a $ b'],
  ])('%s reads %j', (text, expected) => {
    expect(interpolate(text, host)).toBe(expected);
  });

  it.each([
    ['${EMPTY:?set EMPTY}', 'required variable EMPTY is missing a value: set EMPTY'],
    ['${UNSET:?set UNSET}', 'required variable UNSET is missing a value: set UNSET'],
    ['${UNSET?set ${SET}}', 'required variable UNSET is missing a value: set value'],
    ['${SET', 'unclosed'],
    ['${1X}', 'invalid interpolation format'],
    ['${SET*x}', 'invalid interpolation format'],
  ])('%s fails: %s', (text, message) => {
    expect(() => interpolate(text, host)).toThrow(message);
  });

  it("gives a service its environment, as a map or a list, with the host's values passed on", () => {
    const project = renderCompose(
      [
        'x-common: &common',
        '  environment:',
        '    A: ${SET}',
        '    N: 3',
        '    B: true',
        '    PASSED:',
        '    ABSENT:',
        'services:',
        '  one: *common',
        '  two:',
        '    environment:',
        '      - C=${UNSET:-c}',
        '      - PASSED',
        '      - ABSENT',
        '      - D=x=y',
      ].join('\n'),
      host,
    );
    const withPassed = { ...host, PASSED: 'from host' };
    expect(serviceEnvironment(project, 'one', withPassed)).toEqual({
      A: 'value',
      N: '3',
      B: 'true',
      PASSED: 'from host',
    });
    expect(serviceEnvironment(project, 'two', withPassed)).toEqual({
      C: 'c',
      PASSED: 'from host',
      D: 'x=y',
    });
  });

  it('reads an env file of NAME=value lines, and refuses what it would read otherwise', () => {
    expect(parseEnvFile('# a comment\n\nA=1\nEMPTY=\nURL=smtps://u:p@host:465/x?y=z\n')).toEqual({
      A: '1',
      EMPTY: '',
      URL: 'smtps://u:p@host:465/x?y=z',
    });
    for (const line of ['A="quoted"', "A='quoted'", 'export A=1', 'A=1 # note', 'A=1\\', 'A'])
      expect(() => parseEnvFile(line), line).toThrow(/not NAME=value/);
    expect(() => parseEnvFile('A=1\nA=2')).toThrow('A is set twice');
  });
});
