import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardListItem } from './card-list-item';
import { Photo } from './photo';

describe('CardListItem', () => {
  it('loads the pictures of the first three cards at once and the others when scrolled to', () => {
    const { container } = render(
      <ul>
        {Array.from({ length: 5 }, (_, index) => (
          <CardListItem key={index} index={index}>
            <Photo src={`/club-${index}.jpg`} width={88} height={88} fallback={null} />
          </CardListItem>
        ))}
      </ul>,
    );
    const pictures = [...container.querySelectorAll('li img')];
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(pictures.every((img) => img.getAttribute('width') === '88')).toBe(true);
  });
});
