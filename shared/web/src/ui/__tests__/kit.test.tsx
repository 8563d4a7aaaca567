/** @jest-environment jsdom */
// The UI kit as a reader and a caller meet it: buttons that do not submit by accident, fields whose label,
// hint and problem are tied to the control, notices that are read out as their tone says, a pager that
// moves a page at a time, a form footer that holds while the form is sent, the page's one h1.
import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  Button,
  Card,
  Check,
  Field,
  FormFooter,
  Notice,
  PageHeader,
  Pager,
  ZoneNote,
  describedBy,
  useNow,
  zoneCity,
} from '..';

describe('Button', () => {
  it('does not submit the form it stands in unless it says so', () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Close</Button>
        <Button type="submit" variant="primary">
          Save
        </Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('looks as its intent says and keeps the caller’s attributes', () => {
    render(
      <Button variant="danger" className="wide" data-testid="delete" aria-describedby="why">
        Delete
      </Button>,
    );
    const button = screen.getByTestId('delete');
    expect(button.className).toBe('dangerButton wide');
    expect(button.getAttribute('aria-describedby')).toBe('why');
    expect(button.getAttribute('type')).toBe('button');
  });
});

describe('Field', () => {
  it('names its control by the label and points at no hint or problem it does not show', () => {
    render(
      <Field id="email" label="E-mail">
        <input id="email" aria-describedby={describedBy('email', {})} />
      </Field>,
    );
    const input = screen.getByLabelText('E-mail');
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('ties the hint and the problem to the control and reads the problem out', () => {
    render(
      <Field id="partner" label="Partner’s e-mail" hint="They get an invitation." error="This is not an e-mail.">
        <input id="partner" aria-describedby={describedBy('partner', { hint: true, error: true })} />
      </Field>,
    );
    expect(screen.getByLabelText('Partner’s e-mail').getAttribute('aria-describedby')).toBe(
      'partner-hint partner-error',
    );
    expect(document.getElementById('partner-hint')?.textContent).toBe('They get an invitation.');
    expect(screen.getByRole('alert').id).toBe('partner-error');
    expect(screen.getByRole('alert').textContent).toBe('This is not an e-mail.');
  });

  it('leaves the problem unannounced where the form moves focus to the field instead', () => {
    render(
      <Field id="name" label="Name" error="Write your name." announce={false}>
        <input id="name" aria-invalid />
      </Field>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.getElementById('name-error')?.textContent).toBe('Write your name.');
  });

  it('keeps ids a page already uses for its hint and its problem', () => {
    render(
      <Field
        id="p-langs"
        label="Languages"
        hint="One at least."
        hintId="langs-hint"
        error="Pick one."
        errorId="langs-err"
      >
        <input id="p-langs" />
      </Field>,
    );
    expect(document.getElementById('langs-hint')?.textContent).toBe('One at least.');
    expect(document.getElementById('langs-err')?.textContent).toBe('Pick one.');
  });
});

describe('Notice', () => {
  it('reads a failure out at once and a success when the reader pauses', () => {
    render(
      <>
        <Notice tone="error">Could not save.</Notice>
        <Notice tone="success">Saved.</Notice>
        <Notice>Sessions start on the hour.</Notice>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Could not save.');
    expect(screen.getByRole('status').textContent).toBe('Saved.');
    expect(screen.getByText('Sessions start on the hour.').getAttribute('role')).toBeNull();
  });

  it('lets the page choose the role', () => {
    render(
      <Notice tone="warning" role="note" data-testid="consequence">
        The client is told.
      </Notice>,
    );
    expect(screen.getByTestId('consequence').getAttribute('role')).toBe('note');
    expect(screen.getByTestId('consequence').className).toBe('consequence');
  });
});

describe('Check', () => {
  it('toggles from a tap on its words and passes the caller’s attributes to the box', () => {
    const onChange = jest.fn();
    render(<Check label="I understand" checked={false} onChange={onChange} data-testid="understood" />);
    fireEvent.click(screen.getByText('I understand'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('checkbox', { name: 'I understand' })).toBe(screen.getByTestId('understood'));
  });

  it('makes one choice of a group when it is a radio button', () => {
    render(
      <fieldset>
        <legend>Refund to</legend>
        <Check type="radio" name="refund" value="card" label="Card" defaultChecked />
        <Check type="radio" name="refund" value="token" label="Token" />
      </fieldset>,
    );
    fireEvent.click(screen.getByLabelText('Token'));
    expect(screen.getByRole('radio', { name: 'Token' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Card' })).toHaveProperty('checked', false);
  });
});

describe('Card', () => {
  it('holds what it is given with the caller’s attributes', () => {
    render(
      <Card className="extra" data-testid="session" aria-label="Session">
        <p>Monday</p>
      </Card>,
    );
    expect(screen.getByTestId('session').className).toBe('card extra');
    expect(screen.getByLabelText('Session').textContent).toBe('Monday');
  });
});

describe('Pager', () => {
  const texts = (page: number, pages: number) => ({
    previous: 'Previous',
    next: 'Next',
    position: `Page ${page} of ${pages}`,
  });

  it('shows nothing when everything fits on one page', () => {
    const { container } = render(<Pager label="Pages" page={1} pages={1} onPage={jest.fn()} {...texts(1, 1)} />);
    expect(container.innerHTML).toBe('');
  });

  it('moves one page at a time and cannot move past either end', () => {
    const onPage = jest.fn();
    const { rerender } = render(
      <Pager label="Pages of therapists" page={1} pages={3} onPage={onPage} {...texts(1, 3)} />,
    );
    expect(screen.getByRole('navigation', { name: 'Pages of therapists' }).textContent).toContain('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenLastCalledWith(2);

    rerender(<Pager label="Pages of therapists" page={3} pages={3} onPage={onPage} {...texts(3, 3)} />);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
  });

  it('holds both buttons while a page loads', () => {
    render(<Pager label="Pages" page={2} pages={3} onPage={jest.fn()} busy {...texts(2, 3)} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });
});

describe('FormFooter', () => {
  it('submits the form once and holds the button while it is sent', () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <FormFooter submit="Save" testId="weekly-save">
          <Button>Close</Button>
        </FormFooter>
      </form>,
    );
    fireEvent.click(screen.getByTestId('weekly-save'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();

    rerender(
      <form onSubmit={onSubmit}>
        <FormFooter submit="Saving…" testId="weekly-save" busy />
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Saving…' })).toHaveProperty('disabled', true);
  });
});

describe('PageHeader', () => {
  it('gives the page its one h1 and the line under it', () => {
    render(
      <PageHeader title="Weekly hours" id="weekly-title" lead="When clients can book you.">
        <a href="/back">Back</a>
      </PageHeader>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Weekly hours' });
    expect(heading.id).toBe('weekly-title');
    expect(screen.getByText('When clients can book you.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' })).toBeTruthy();
  });
});

describe('the zone label', () => {
  it('names a zone by its city in the page’s language, the old spelling too', () => {
    expect(zoneCity('Europe/Kyiv', 'ua')).toBe('Київ');
    expect(zoneCity('Europe/Kiev', 'en')).toBe('Kyiv');
    expect(zoneCity('Europe/Warsaw', 'pl')).toBe('Warszawa');
    expect(zoneCity('America/Argentina/Buenos_Aires', 'en')).toBe('Buenos Aires');
  });

  it('says in whose clock the times are, in the words the page gives', () => {
    render(<ZoneNote zone="Europe/Bucharest" locale="ro" say={(city) => `Fus orar: ${city}`} />);
    expect(screen.getByTestId('zone-note').textContent).toBe('Fus orar: București');
  });
});

describe('useNow', () => {
  it('follows the clock at the pace it is asked', () => {
    jest.useFakeTimers({ now: new Date('2026-11-27T09:00:00Z') });
    try {
      function Clock(): React.JSX.Element {
        return <p data-testid="clock">{useNow(60_000).toISOString()}</p>;
      }
      render(<Clock />);
      expect(screen.getByTestId('clock').textContent).toBe('2026-11-27T09:00:00.000Z');
      act(() => jest.advanceTimersByTime(59_999));
      expect(screen.getByTestId('clock').textContent).toBe('2026-11-27T09:00:00.000Z');
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByTestId('clock').textContent).toBe('2026-11-27T09:01:00.000Z');
    } finally {
      jest.useRealTimers();
    }
  });
});
