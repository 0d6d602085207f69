import { askToInstall, installOffered, needsIosHowTo } from './install-offer';

/** Chromium's offer, as the page's first script keeps it: with a prompt. */
function offerEvent() {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: jest.Mock };
  event.prompt = jest.fn().mockResolvedValue(undefined);
  return event;
}

describe('the install offer', () => {
  // The tests run under Node: a bare object stands in for the window.
  beforeEach(() => Object.assign(globalThis, { window: {} }));
  afterAll(() => Reflect.deleteProperty(globalThis, 'window'));

  it('is none until the browser makes one', () => {
    expect(installOffered()).toBe(false);
    askToInstall();
  });

  it('prompts once when asked: an offer is good for one ask', () => {
    const offer = offerEvent();
    Object.assign(window, { czeusInstallOffer: offer });
    expect(installOffered()).toBe(true);
    askToInstall();
    askToInstall();
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(installOffered()).toBe(false);
  });

  it('explains Add to Home Screen on an iPhone only', () => {
    const agent = jest.spyOn(navigator, 'userAgent', 'get');
    agent.mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15');
    expect(needsIosHowTo()).toBe(true);
    agent.mockReturnValue('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile');
    expect(needsIosHowTo()).toBe(false);
    agent.mockRestore();
  });
});
