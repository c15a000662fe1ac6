import { Link } from 'react-router';
import styles from './auth.module.css';

interface AuthSwitchLinkProps {
  question: string;
  label: string;
  to: string;
}

/** "New here? Sign up" under one form, "Have an account? Sign in" under the other. */
export function AuthSwitchLink({ question, label, to }: AuthSwitchLinkProps) {
  return (
    <p className={styles.switch}>
      {question}{' '}
      <Link to={to} className={styles.link}>
        {label}
      </Link>
    </p>
  );
}
