import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ErrorRegion, MainLandmark } from './main-landmark';

describe('the main region', () => {
  it("is the frame's, the skip link's target, focusable by script", () => {
    render(
      <MainLandmark>
        <h1>Dining</h1>
      </MainLandmark>,
    );
    const main = screen.getByRole('main');
    expect(main.id).toBe('main');
    expect(main.tabIndex).toBe(-1);
    expect(main.contains(screen.getByRole('heading'))).toBe(true);
  });

  it("is not doubled by an error page inside the frame's", () => {
    render(
      <MainLandmark>
        <ErrorRegion className="page">
          <h1>404</h1>
        </ErrorRegion>
      </MainLandmark>,
    );
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(document.querySelectorAll('#main')).toHaveLength(1);
    expect(screen.getByRole('heading').parentElement?.className).toBe('page');
  });

  it('is the error page itself when it is shown without the frame', () => {
    render(
      <ErrorRegion className="page">
        <h1>500</h1>
      </ErrorRegion>,
    );
    expect(screen.getByRole('main').id).toBe('main');
    expect(screen.getByRole('main').className).toBe('page');
  });
});
