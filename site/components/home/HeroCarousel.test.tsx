import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { home } from '../../content/home.ts';
import { defaultSiteContent } from '../../../shared/site-content/defaults.ts';
import { localize } from '../../../shared/site-content/localize.ts';
import HeroCarousel from './HeroCarousel.tsx';
import { ROTATION_MS, startHeroCarousel } from './hero-carousel.ts';
import { must } from '../../../shared/must.ts';

/** The server-rendered markup with its script attached, as on the page. */
const mount = () => {
  const { container } = render(<HeroCarousel slides={slides} texts={home.hero} />);
  startHeroCarousel(must(container.querySelector<HTMLElement>('[data-hero-carousel]')));
};

const { slides } = localize(defaultSiteContent.home, 'en').hero;
const titles = slides.map((slide) => slide.title);
const activeTitle = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .find((slide) => slide.getAttribute('aria-hidden') !== 'true')
    ?.querySelector('h2')?.textContent;
const indicator = (index: number) => screen.getByRole('button', { name: home.hero.indicatorLabel(index) });

describe('HeroCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('shows the first of three slides, then moves on every 7 seconds and wraps around', () => {
    mount();
    expect(titles).toHaveLength(3);
    expect(activeTitle()).toBe(titles[0]);

    act(() => vi.advanceTimersByTime(ROTATION_MS - 1));
    expect(activeTitle()).toBe(titles[0]);
    act(() => vi.advanceTimersByTime(1));
    expect(activeTitle()).toBe(titles[1]);
    act(() => vi.advanceTimersByTime(ROTATION_MS));
    expect(activeTitle()).toBe(titles[2]);
    act(() => vi.advanceTimersByTime(ROTATION_MS));
    expect(activeTitle()).toBe(titles[0]);
  });

  it('jumps to the slide whose indicator is clicked and gives it a full 7 seconds', () => {
    mount();
    act(() => vi.advanceTimersByTime(5000));

    fireEvent.click(indicator(3));
    expect(activeTitle()).toBe(titles[2]);
    expect(indicator(3)).toHaveAttribute('aria-current', 'true');
    expect(indicator(1)).not.toHaveAttribute('aria-current');

    act(() => vi.advanceTimersByTime(ROTATION_MS - 100));
    expect(activeTitle()).toBe(titles[2]);
    act(() => vi.advanceTimersByTime(100));
    expect(activeTitle()).toBe(titles[0]);
  });

  it('stops rotating when the visitor pauses it, and resumes on play', () => {
    mount();
    fireEvent.click(screen.getByRole('button', { name: home.hero.pause }));
    act(() => vi.advanceTimersByTime(ROTATION_MS * 3));
    expect(activeTitle()).toBe(titles[0]);

    fireEvent.click(screen.getByRole('button', { name: home.hero.play }));
    act(() => vi.advanceTimersByTime(ROTATION_MS));
    expect(activeTitle()).toBe(titles[1]);
  });

  it('leads every slide to the portfolio and offers Contact Us', () => {
    mount();
    const first = screen.getByRole('link', { name: must(slides[0]).cta });
    expect(first).toHaveAttribute('href', '/portfolio');
    expect(screen.getAllByRole('link', { name: 'Contact Us' })[0]).toHaveAttribute('href', '/contact');
  });

  it('scrolls to the about section from the scroll-down button', () => {
    const about = document.createElement('section');
    about.id = 'about';
    about.tabIndex = -1;
    about.scrollIntoView = vi.fn();
    document.body.append(about);
    mount();

    fireEvent.click(screen.getByRole('button', { name: home.hero.scrollDown }));
    expect(about.scrollIntoView).toHaveBeenCalled();
    expect(about).toHaveFocus();
    about.remove();
  });
});
