import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

/**
 * The error alert above an account form (spec §8). One message reads as a sentence; several (pre-registration
 * lists the first message of every error) read as a list.
 */
export function FormErrorAlert({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert severity="error">
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
