import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aUser } from '#test/helpers/builders.js';
import { asFile, multipartBody, svgPicture } from '#test/helpers/multipart.js';
import { bearer, createTestContext, type TestContext } from '#test/helpers/test-app.js';
import { arabic } from './ar.js';
import { spanish } from './es.js';
import { pickLanguage, translate } from './translate.js';

describe('server messages in the user’s language', () => {
  it('picks the most preferred offered language, English otherwise', () => {
    expect(pickLanguage(undefined)).toBe('en');
    expect(pickLanguage('ar')).toBe('ar');
    expect(pickLanguage('es-ES,es;q=0.9,en;q=0.8')).toBe('es');
    expect(pickLanguage('fr-FR, de;q=0.9')).toBe('en');
    expect(pickLanguage('fr, en;q=0.5, ar;q=0.7')).toBe('ar');
    expect(pickLanguage('ar;q=0, es')).toBe('es');
  });

  it('translates plain messages, messages with figures and what was not found', () => {
    expect(translate('Required', 'es')).toBe('Obligatorio');
    expect(translate('A booking can be cancelled up to 24 hours before it starts', 'es')).toBe(
      'Una reserva se puede cancelar hasta 24 horas antes de empezar',
    );
    expect(translate('This costs 30 coins; you have 12.', 'ar')).toBe('التكلفة 30 عملة؛ لديك 12.');
    expect(translate('Court not found', 'ar')).toBe('الملعب غير موجود');
    expect(translate('Something nobody wrote down', 'ar')).toBe('Something nobody wrote down');
    expect(translate('Required', 'en')).toBe('Required');
  });

  it('has the same messages in Arabic and Spanish', () => {
    expect(Object.keys(arabic.exact).sort()).toEqual(Object.keys(spanish.exact).sort());
    expect(Object.keys(arabic.things).sort()).toEqual(Object.keys(spanish.things).sort());
  });

  describe('through the API', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestContext();
    });
    afterAll(() => ctx.close());

    it('answers a wrong sign-in, a missing token and a bad form in the asked language', async () => {
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'accept-language': 'ar' },
        payload: { phone: 'nobody', password: 'wrong-password' },
      });
      expect(login.statusCode).toBe(401);
      expect(login.json()).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        message: 'خطأ في بيانات الدخول، يرجى التحقق',
      });
      expect(login.headers['content-language']).toBe('ar');

      const anonymous = await ctx.app.inject({
        method: 'GET',
        url: '/api/user/me',
        headers: { 'accept-language': 'es-ES,es;q=0.9' },
      });
      expect(anonymous.json()).toMatchObject({ message: 'Inicia sesión para continuar' });

      const register = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'accept-language': 'es' },
        payload: { username: 'x' },
      });
      expect(register.statusCode).toBe(400);
      const body = register.json<{ message: string; details: Array<{ message: string }> }>();
      expect(body.message).toBe('Faltan campos o no son válidos');
      expect(body.details.map((d) => d.message)).toContain('Obligatorio');
    });

    it('refuses a picture in Arabic, and keeps English for other languages', async () => {
      const player = await aUser(ctx);
      const send = (language: string) => {
        const { payload, headers } = multipartBody({ photo: asFile(svgPicture, 'logo.svg') });
        return ctx.app.inject({
          method: 'POST',
          url: '/api/user/me',
          payload,
          headers: { ...headers, ...bearer(player.token), 'accept-language': language },
        });
      };
      expect((await send('ar')).json()).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'يجب أن تكون الصورة بصيغة JPEG أو PNG أو WebP',
      });
      expect((await send('fr')).json()).toMatchObject({
        message: 'The photo must be a JPEG, PNG or WebP picture',
      });
      const missing = await ctx.app.inject({
        method: 'GET',
        url: '/api/user/court/00000000-0000-4000-8000-000000000000',
        headers: { ...bearer(player.token), 'accept-language': 'ar' },
      });
      expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'الملعب غير موجود' });
    });
  });
});
