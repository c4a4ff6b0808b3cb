import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../stores/session';
import { prepareDom } from '../../../test/fake-api';
import LoginPage from './LoginPage';

prepareDom();

const draw = () =>
  render(
    <MemoryRouter initialEntries={['/session/login']}>
      <LoginPage />
    </MemoryRouter>,
  );

afterEach(() => {
  cleanup();
  // The next sign-in clears a kick; the page's tests stop short of one.
  useSessionStore.setState({ kicked: null });
  sessionStorage.clear();
});

describe('the login page after a kick', () => {
  it('says why the session ended, under 提醒', () => {
    useSessionStore.getState().kick('elsewhere');
    draw();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('提醒');
    expect(alert.textContent).toContain('您的账户已在其他地方登陆，请重新登陆');
  });

  it('says nothing of the kind to someone who came to sign in', () => {
    draw();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
