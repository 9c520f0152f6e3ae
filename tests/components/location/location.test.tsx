import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { locationComponent } from '../../../src/components/location/definition';
import { formatCoordinates, mapLink } from '../../../src/components/location/mapLink';
import { locationSchema } from '../../../src/components/location/schema';
import type { LayoutComponent } from '../../../src/schema/layout/component';
import { asStored } from '../asStored';

function renderLocation(data: Record<string, unknown>, builder = false) {
  const { Render } = locationComponent;
  return render(
    <Render
      data={asStored(locationSchema.content, data)}
      styles={locationSchema.style.parse({})}
      component={{ id: 'l', type: 'location', areaId: 'a', order: 0 } as LayoutComponent}
      builder={builder}
    />,
  );
}

const address = {
  address: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  zip: '94105',
  country: 'USA',
};

describe('location', () => {
  it(': address, city, state, zip, country, showIcon, link, target, coordinates', () => {
    expect(Object.keys(locationSchema.content.parse({}))).toEqual([
      'address',
      'city',
      'state',
      'zip',
      'country',
      'showIcon',
      'link',
      'target',
      'coordinates',
    ]);
  });

  it(': latitude -90 to 90, longitude -180 to 180', () => {
    const ok = (coordinates: object) => locationSchema.content.safeParse({ coordinates }).success;
    expect(ok({ lat: 90, lng: -180 })).toBe(true);
    expect(ok({ lat: 90.1 })).toBe(false);
    expect(ok({ lat: -90.1 })).toBe(false);
    expect(ok({ lng: 180.5 })).toBe(false);
  });

  it(': location gap 0 to 24', () => {
    expect(locationSchema.style.safeParse({ container: { gap: 24 } }).success).toBe(true);
    expect(locationSchema.style.safeParse({ container: { gap: 25 } }).success).toBe(false);
  });

  it(': coordinates are shown with 6 decimals', () => {
    expect(formatCoordinates({ lat: 48.8584, lng: 2.2945 })).toBe('48.858400, 2.294500');
    renderLocation({ coordinates: { lat: 1.5, lng: -2 } });
    expect(screen.getByText('1.500000, -2.000000')).toBeInTheDocument();
  });

  it('a map link is built from the address', () => {
    expect(mapLink({ ...address }, {})).toBe(
      'https://www.google.com/maps/search/?api=1&query=1%20Market%20St%2C%20San%20Francisco%2C%20CA%2094105%2C%20USA',
    );
    renderLocation(address);
    expect(screen.getByRole('link')).toHaveAttribute('href', mapLink(address, {}));
    expect(screen.getByText('San Francisco, CA 94105')).toBeInTheDocument();
  });

  it('a map link is built from the coordinates (6 decimals) when both are set', () => {
    expect(
      mapLink({ address: '', city: '', state: '', zip: '', country: '' }, { lat: 1, lng: 2 }),
    ).toBe('https://www.google.com/maps/search/?api=1&query=1.000000%2C2.000000');
  });

  it('an own link replaces the map link; a new tab gets noopener', () => {
    renderLocation({ ...address, link: 'https://shop.example/visit', target: '_blank' });
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', 'https://shop.example/visit');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('security: a javascript: link is never emitted', () => {
    renderLocation({ ...address, link: 'javascript:alert(1)' });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it(' builder mode: the link does not navigate; an empty location invites action', () => {
    renderLocation(address, true);
    const link = screen.getByText('1 Market St').closest('a')!;
    expect(link).toHaveAttribute('href');
    expect(fireEvent.click(link)).toBe(false);
    const { container } = renderLocation({});
    expect(container).toBeEmptyDOMElement();
    renderLocation({}, true);
    expect(screen.getByText('Add an address or coordinates')).toBeInTheDocument();
  });

  it('showIcon hides the pin', () => {
    const { container } = renderLocation({ ...address, showIcon: false });
    expect(container.querySelector('.one-location-icon')).toBeNull();
  });
});
