import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

interface AuthSwitchLinkProps {
  question: string;
  label: string;
  to: string;
}

/** "New here? Sign up" under one form, "Have an account? Sign in" under the other. */
export function AuthSwitchLink({ question, label, to }: AuthSwitchLinkProps) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 3 }}>
      {question}{' '}
      <Link component={RouterLink} to={to} sx={{ fontWeight: 700 }} underline="hover">
        {label}
      </Link>
    </Typography>
  );
}
