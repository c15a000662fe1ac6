import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VirtualCardList } from './virtual-card-list';

const cardHeight = 100;
const items = Array.from({ length: 500 }, (_, index) => ({ id: `club-${index}` }));

function list(props: { count: number; hasMore: boolean; loadMore: () => void }) {
  return (
    <VirtualCardList
      items={items.slice(0, props.count)}
      label="Clubs"
      keyOf={(item) => item.id}
      renderItem={(item) => <div style={{ height: cardHeight }}>{item.id}</div>}
      estimateHeight={cardHeight}
      hasMore={props.hasMore}
      loadingMore={false}
      loadMore={props.loadMore}
    />
  );
}

const jsdomOffsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!;

const shownCards = () =>
  within(screen.getByRole('list', { name: 'Clubs' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('VirtualCardList', () => {
  beforeEach(() => {
    // jsdom lays nothing out: each card measures as tall as it is drawn, on an 800 px screen.
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.tagName === 'LI' ? cardHeight : 0;
      },
    });
    vi.stubGlobal('innerHeight', 800);
  });
  afterEach(() => {
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', jsdomOffsetHeight);
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    window.scrollY = 0;
  });

  it('puts into the page only the cards on or near the screen, and says how many there are', () => {
    const loadMore = vi.fn();
    render(list({ count: 500, hasMore: false, loadMore }));
    const shown = shownCards();
    expect(shown[0]).toBe('club-0');
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(20);
    const first = within(screen.getByRole('list')).getAllByRole('listitem')[0]!;
    expect(first.getAttribute('aria-setsize')).toBe('500');
    expect(loadMore).not.toHaveBeenCalled();
  });

  it('shows later cards once scrolled to them', async () => {
    render(list({ count: 500, hasMore: false, loadMore: vi.fn() }));
    await act(async () => {
      window.scrollY = 300 * (cardHeight + 12);
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const shown = shownCards();
    expect(shown).toContain('club-302');
    expect(shown).not.toContain('club-0');
  });

  it('asks for the next page while the last cards loaded come near the screen', () => {
    const loadMore = vi.fn();
    const { rerender } = render(list({ count: 40, hasMore: true, loadMore }));
    expect(loadMore).not.toHaveBeenCalled();
    rerender(list({ count: 8, hasMore: true, loadMore }));
    expect(loadMore).toHaveBeenCalledTimes(1);
    rerender(list({ count: 8, hasMore: false, loadMore }));
    expect(loadMore).toHaveBeenCalledTimes(1);
  });
});
