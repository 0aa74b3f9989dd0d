import * as React from 'react';
import Stack from '@mui/material/Stack';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';

export default function AvatarUpload() {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [picture, setPicture] = React.useState<string | undefined>(undefined);

  // An object URL keeps the file in memory until it is revoked.
  React.useEffect(() => {
    return () => {
      if (picture) URL.revokeObjectURL(picture);
    };
  }, [picture]);

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setPicture(URL.createObjectURL(file));
    // Let the same file be chosen again after "Remove".
    event.target.value = '';
  };

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Avatar
        src={picture}
        alt="Your profile picture"
        sx={{ width: 64, height: 64, bgcolor: 'grey.700', color: 'common.white' }}
      >
        JR
      </Avatar>
      <Button
        variant="outlined"
        startIcon={<PhotoCameraIcon />}
        onClick={() => inputRef.current?.click()}
      >
        Choose a picture
      </Button>
      <input ref={inputRef} type="file" accept="image/*" hidden onChange={handleChange} />
      {picture ? (
        <Button color="inherit" onClick={() => setPicture(undefined)}>
          Remove
        </Button>
      ) : null}
    </Stack>
  );
}
