import { screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInPage } from '~/test/render';
import { ACCOUNT_TABS, AccountTabs, inlineScrollDelta, type AccountTab } from './account-tabs';

// happy-dom lays nothing out: the row's and the tabs' boxes are given here as a 390 px phone in
// Arabic would place them (the row runs right to left, each tab 120 px wide), and the row's
// scrollBy is watched. That the result is really on screen needs a browser (see the report).
const ROW = { left: 0, right: 390 };
function rtlPhoneLayout(scrolled: () => number) {
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const index = ACCOUNT_TABS.indexOf(this.getAttribute('data-tab') as AccountTab);
    const box =
      index < 0
        ? ROW
        : {
            right: ROW.right - 24 - index * 124 - scrolled(),
            left: ROW.right - 24 - index * 124 - 120 - scrolled(),
          };
    return {
      ...box,
      top: 0,
      bottom: 40,
      width: box.right - box.left,
      height: 40,
      x: box.left,
      y: 0,
    } as DOMRect;
  });
}

function Switcher() {
  const [current, setCurrent] = useState<AccountTab>('billing');
  return (
    <>
      <AccountTabs current={current} />
      <button type="button" onClick={() => setCurrent('profile')}>
        switch
      </button>
    </>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('inlineScrollDelta', () => {
  it('scrolls the row just enough to clear the faded edge, either way; nothing when in view', () => {
    expect(inlineScrollDelta(ROW, { left: -250, right: -130 })).toBe(-274);
    expect(inlineScrollDelta(ROW, { left: 300, right: 420 })).toBe(54);
    expect(inlineScrollDelta(ROW, { left: 100, right: 220 })).toBe(0);
  });
});

describe('AccountTabs', () => {
  it('scrolls the selected tab into view on load and on change, sideways only', async () => {
    let scrolled = 0;
    rtlPhoneLayout(() => scrolled);
    const scrollBy = vi.spyOn(HTMLElement.prototype, 'scrollBy').mockImplementation(function (
      this: HTMLElement,
      options?: ScrollToOptions | number,
    ) {
      scrolled += typeof options === 'number' ? options : (options?.left ?? 0);
    });
    const pageScroll = vi.spyOn(window, 'scrollTo');
    const { user } = renderInPage(<Switcher />, { url: '/ar/account?tab=billing' });

    const billing = screen.getByRole('link', { current: 'page' });
    expect(billing.getAttribute('data-tab')).toBe('billing');
    // Billing is the fifth tab: 496 px past the start of a right-to-left row, off the 390 px screen.
    expect(scrollBy).toHaveBeenCalledTimes(1);
    expect(scrollBy.mock.instances[0]).toBe(screen.getByTestId('account-tab-row'));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -274, behavior: 'instant' });

    await user.click(screen.getByRole('button', { name: 'switch' }));
    expect(screen.getByRole('link', { current: 'page' }).getAttribute('data-tab')).toBe('profile');
    expect(scrollBy).toHaveBeenCalledTimes(2);
    // Profile (the seventh) is 248 px further on, and 24 px clear of the edge.
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -248, behavior: 'instant' });
    expect(pageScroll).not.toHaveBeenCalled();
  });

  it('leaves the row alone when the selected tab is already in view', () => {
    rtlPhoneLayout(() => 0);
    const scrollBy = vi.spyOn(HTMLElement.prototype, 'scrollBy').mockImplementation(() => {});
    renderInPage(<AccountTabs current="info" />, { url: '/fr/account' });
    expect(scrollBy).not.toHaveBeenCalled();
  });
});
