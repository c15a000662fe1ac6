import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { deviceStore } from '@/lib/device-store';
import { anAuthResponse, categories } from '../../../test/fixtures';
import { network } from '../../../test/network';
import { renderApp } from '../../../test/render-app';
import { deviceIn } from '../../../test/device-zone';

const signUpButton = () => screen.getByRole('button', { name: 'Sign Up' });

/** The message a field is described by: what a screen reader reads with it. */
function messageOf(label: string): string | null {
  const describedBy = screen.getByLabelText(label).getAttribute('aria-describedby');
  return describedBy ? (document.getElementById(describedBy)?.textContent ?? null) : null;
}

async function fillValidAccount(user: UserEvent) {
  await user.type(await screen.findByPlaceholderText('Unique username'), 'new_player');
  await user.type(screen.getByLabelText('First Name'), 'Omar');
  await user.type(screen.getByLabelText('Phone Number'), '+34 611 555 123');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
}

describe('Register form', () => {
  it('shows the fields of the spec with the Choose Game toggles', async () => {
    const user = userEvent.setup();
    renderApp('/register');

    const username = await screen.findByPlaceholderText('Unique username');
    expect(screen.getByLabelText('Username')).toBe(username);
    expect(screen.getByLabelText('First Name')).toBeTruthy();
    expect(screen.getByLabelText('Phone Number')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();

    const games = screen.getByRole('group', { name: 'Choose Game' });
    const football = screen.getByRole('button', { name: 'Football' });
    const padel = screen.getByRole('button', { name: 'Padel' });
    expect(games.contains(football) && games.contains(padel)).toBe(true);
    expect(football.getAttribute('aria-pressed')).toBe('false');
    await user.click(football);
    expect(football.getAttribute('aria-pressed')).toBe('true');
    expect(padel.getAttribute('aria-pressed')).toBe('false');
    await user.click(football);
    expect(football.getAttribute('aria-pressed')).toBe('false');
  });

  it('keeps Sign Up disabled while the form breaks the shared rules', async () => {
    const user = userEvent.setup();
    renderApp('/register');

    await screen.findByPlaceholderText('Unique username');
    expect(signUpButton()).toHaveProperty('disabled', true);

    await fillValidAccount(user);
    await waitFor(() => expect(signUpButton()).toHaveProperty('disabled', false));

    // A password shorter than 8 characters is refused, here as on the server.
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'short');
    await waitFor(() => expect(signUpButton()).toHaveProperty('disabled', true));
    await user.tab();
    expect(await screen.findByText('Password needs at least 8 characters')).toBeTruthy();
    expect(messageOf('Password')).toBe('Password needs at least 8 characters');
  });

  it('accepts a first name as long as a person has, and names the field past the limit', async () => {
    const longName = 'Maria de los Angeles Fernanda Guadalupe Sofia Isabel Carmen Rosa';
    expect(longName.length).toBeGreaterThan(60);
    network.on('POST', '/api/auth/register', { status: 201, body: anAuthResponse() });
    network.on('GET', '/api/user/events', { status: 200, body: categories });
    const user = userEvent.setup();
    renderApp('/register');

    await fillValidAccount(user);
    const name = screen.getByLabelText('First Name');
    await user.clear(name);
    await user.click(name);
    await user.paste('x'.repeat(201));
    await user.tab();
    expect(await screen.findByText('First Name can be at most 200 characters')).toBeTruthy();
    expect(signUpButton()).toHaveProperty('disabled', true);

    await user.clear(name);
    await user.tab();
    expect(await screen.findByText('First Name is required')).toBeTruthy();

    await user.click(name);
    await user.paste(longName);
    await waitFor(() => expect(signUpButton()).toHaveProperty('disabled', false));
    expect(messageOf('First Name')).toBeNull();
    await user.click(signUpButton());
    await screen.findByText('Hi, Sara');
    expect(network.requests[0]?.body).toMatchObject({ Name: longName });
  });

  it('names the field and its rule when the server refuses a value', async () => {
    network.on('POST', '/api/auth/register', {
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Some fields are missing or invalid',
        details: [{ field: 'body.username', message: 'Letters, digits, dot and underscore only' }],
      },
    });
    const user = userEvent.setup();
    renderApp('/register');

    await fillValidAccount(user);
    await waitFor(() => expect(signUpButton()).toHaveProperty('disabled', false));
    await user.click(signUpButton());

    const text = 'Username: 3 to 30 letters, digits, dots or underscores';
    expect(await screen.findByText(text)).toBeTruthy();
    expect(messageOf('Username')).toBe(text);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    {
      language: 'ar',
      tooLong: 'الاسم الأول: 200 حرفًا على الأكثر',
      required: 'الاسم الأول مطلوب',
      refused: 'اسم المستخدم: من 3 إلى 30 حرفًا أو رقمًا أو نقطة أو شرطة سفلية',
    },
    {
      language: 'es',
      tooLong: 'Nombre admite como máximo 200 caracteres',
      required: 'Nombre es obligatorio',
      refused: 'Nombre de usuario: De 3 a 30 letras, dígitos, puntos o guiones bajos',
    },
  ])(
    'names the refused field and why in the reader’s language ($language)',
    async ({ language, tooLong, required, refused }) => {
      network.on('POST', '/api/auth/register', {
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Some fields are missing or invalid',
          details: [
            { field: 'body.username', message: 'Letters, digits, dot and underscore only' },
          ],
        },
      });
      await i18next.changeLanguage(language);
      try {
        const user = userEvent.setup();
        renderApp('/register');
        const input = async (name: string) =>
          waitFor(() => {
            const found = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
            if (!found) throw new Error(`no ${name} field`);
            return found;
          });
        const name = await input('Name');
        await user.click(name);
        await user.paste('x'.repeat(201));
        await user.tab();
        expect(await screen.findByText(tooLong)).toBeTruthy();
        await user.clear(name);
        await user.tab();
        expect(await screen.findByText(required)).toBeTruthy();

        await user.type(await input('username'), 'new_player');
        await user.type(name, 'Omar');
        await user.type(await input('phone'), '+34 611 555 123');
        await user.type(await input('password'), 'secret-pass');
        const submit = document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
        await waitFor(() => expect(submit.disabled).toBe(false));
        await user.click(submit);
        expect(await screen.findByText(refused)).toBeTruthy();
      } finally {
        await i18next.changeLanguage('en');
      }
    },
  );

  it('sends the spec payload, keeps the account on the device and asks a padel player their game', async () => {
    const auth = anAuthResponse({ firstName: 'Omar', Name: 'Omar', token: 'fresh-token' });
    network.on('POST', '/api/auth/register', { status: 201, body: auth });
    network.on('GET', '/api/user/events', { status: 200, body: categories });
    network.on('GET', `/api/user/player/${auth.id}/level`, {
      status: 200,
      body: { level: null, reliability: 0, confirmedMatches: 0, history: [], results: [] },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/register');

    await fillValidAccount(user);
    await user.click(screen.getByRole('button', { name: 'Padel' }));
    await waitFor(() => expect(signUpButton()).toHaveProperty('disabled', false));
    await user.click(signUpButton());

    // The level's questions come first; "Not now" goes on to the user area.
    expect(
      await screen.findByRole('radiogroup', { name: 'How long have you played padel?' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/padel-level');
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(await screen.findByText('Hi, Omar')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user');
    expect(network.requests[0]).toMatchObject({ method: 'POST', url: '/api/auth/register' });
    expect(network.requests[0]?.body).toEqual({
      Name: 'Omar',
      username: 'new_player',
      isPadel: true,
      isFootball: false,
      phone: '+34611555123',
      password: 'secret-pass',
    });
    expect(await deviceStore.getItem('token')).toBe('fresh-token');
    expect(await deviceStore.getItem('user')).toEqual(auth);
  });

  it("reads a number typed in its national form in the device's country, and sends it whole", async () => {
    network.on('POST', '/api/auth/register', { status: 201, body: anAuthResponse() });
    network.on('GET', '/api/user/events', { status: 200, body: categories });
    const inMadrid = deviceIn('Europe/Madrid');
    try {
      const user = userEvent.setup();
      renderApp('/register');
      await fillValidAccount(user);
      const phone = screen.getByLabelText('Phone Number');
      await user.clear(phone);
      await user.type(phone, '612 000 444');
      await waitFor(() => expect(signUpButton()).toHaveProperty('disabled', false));
      await user.click(signUpButton());
      await waitFor(() =>
        expect(network.requests[0]?.body).toMatchObject({ phone: '+34612000444' }),
      );
    } finally {
      inMadrid.mockRestore();
    }
  });

  it("refuses a national number the device's country does not have, saying how to type it", async () => {
    const inNewYork = deviceIn('America/New_York');
    try {
      const user = userEvent.setup();
      renderApp('/register');
      await fillValidAccount(user);
      const phone = screen.getByLabelText('Phone Number');
      await user.clear(phone);
      await user.type(phone, '612 000 444');
      await user.tab();
      await waitFor(() =>
        expect(messageOf('Phone Number')).toBe(
          'Phone Number: A phone number with its country code (+34\u00a0612\u00a0000\u00a0444), as dialled where you are, or 10 digits',
        ),
      );
      expect(signUpButton()).toHaveProperty('disabled', true);
    } finally {
      inNewYork.mockRestore();
    }
  });

  it('shows a taken username under the username field', async () => {
    network.on('POST', '/api/auth/register', {
      status: 409,
      body: {
        statusCode: 409,
        code: 'DUPLICATE',
        message: 'Already registered',
        details: [{ field: 'username', message: 'Username is taken' }],
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/register');

    await fillValidAccount(user);
    await waitFor(() => expect(signUpButton()).toHaveProperty('disabled', false));
    await user.click(signUpButton());

    expect(await screen.findByText('This username is taken')).toBeTruthy();
    expect(messageOf('Username')).toBe('This username is taken');
    expect(screen.queryByText('This phone number is taken')).toBeNull();
    expect(router.state.location.pathname).toBe('/register');
    expect(await deviceStore.getItem('token')).toBeNull();
  });

  it('shows a taken phone number under the phone field', async () => {
    network.on('POST', '/api/auth/register', {
      status: 409,
      body: {
        statusCode: 409,
        code: 'DUPLICATE',
        message: 'Already registered',
        details: [{ field: 'phone', message: 'Phone is taken' }],
      },
    });
    const user = userEvent.setup();
    renderApp('/register');

    await fillValidAccount(user);
    await waitFor(() => expect(signUpButton()).toHaveProperty('disabled', false));
    await user.click(signUpButton());

    expect(await screen.findByText('This phone number is taken')).toBeTruthy();
    expect(messageOf('Phone Number')).toBe('This phone number is taken');
    expect(messageOf('Username')).toBeNull();
  });
});
