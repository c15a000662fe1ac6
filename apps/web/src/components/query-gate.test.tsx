import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { QueryGate } from './query-gate';

/** A query whose answers the test hands out one at a time, in order. */
function Gated({ answers }: { answers: (() => Promise<string | null>)[] }) {
  const query = useQuery({
    queryKey: ['gated'],
    queryFn: () => (answers.shift() ?? (() => Promise.resolve(null)))(),
  });
  return (
    <QueryGate query={query} skeleton={<p>Loading…</p>} empty={<p>Nothing here</p>}>
      {(text) => <p>Shown: {text}</p>}
    </QueryGate>
  );
}

function renderGate(answers: (() => Promise<string | null>)[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Gated answers={answers} />
    </QueryClientProvider>,
  );
}

describe('Query gate', () => {
  it('shows the skeleton while the query loads, then the children with the data', async () => {
    let answer: (text: string) => void = () => undefined;
    renderGate([() => new Promise((resolve) => (answer = resolve))]);

    expect(screen.getByText('Loading…')).toBeTruthy();
    answer('club');
    expect(await screen.findByText('Shown: club')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('shows the empty state when the query answers nothing to show', async () => {
    renderGate([() => Promise.resolve(null)]);

    expect(await screen.findByText('Nothing here')).toBeTruthy();
  });

  it('offers a retry when the query fails, and shows the data it then gets', async () => {
    const user = userEvent.setup();
    renderGate([() => Promise.reject(new Error('offline')), () => Promise.resolve('club')]);

    expect(await screen.findByText("Couldn't load this")).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Shown: club')).toBeTruthy();
  });
});
