import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { projectPage } from '../../content/project.ts';
import ProjectGallery, { wrapIndex } from './ProjectGallery.tsx';

const images = ['Living room', 'Kitchen', 'Bedroom', 'Bathroom'].map((alt, index) => ({ src: `/uploads/image-${index}.webp`, alt }));
const mainImage = () => screen.getAllByRole('img').find((image) => image.getAttribute('alt'));
const { gallery } = projectPage;

describe('ProjectGallery', () => {
  it('wraps around at both ends with previous and next', async () => {
    const user = userEvent.setup();
    render(<ProjectGallery images={images} />);
    expect(mainImage()).toHaveAttribute('alt', 'Living room');

    await user.click(screen.getByRole('button', { name: gallery.previous }));
    expect(mainImage()).toHaveAttribute('alt', 'Bathroom');
    expect(screen.getByText('Image 4 of 4')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: gallery.next }));
    expect(mainImage()).toHaveAttribute('alt', 'Living room');

    await user.click(screen.getByRole('button', { name: gallery.next }));
    expect(mainImage()).toHaveAttribute('alt', 'Kitchen');
  });

  it('jumps to an image from its thumbnail and marks it as current', async () => {
    const user = userEvent.setup();
    render(<ProjectGallery images={images} />);
    await user.click(screen.getByRole('button', { name: gallery.thumbnail(3, 4) }));
    expect(mainImage()).toHaveAttribute('alt', 'Bedroom');
    expect(screen.getByRole('button', { name: gallery.thumbnail(3, 4) })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: gallery.thumbnail(1, 4) })).not.toHaveAttribute('aria-current');
  });

  it('shows a single image without navigation', () => {
    render(<ProjectGallery images={images.slice(0, 1)} />);
    expect(mainImage()).toHaveAttribute('alt', 'Living room');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('computes positions that wrap in both directions', () => {
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-5, 4)).toBe(3);
  });
});
