import { useProfile, useUpdateProfile } from '@backoffice/api-client';
import { useFormChanged, useFormSubmit } from '@backoffice/app-kit';
import { AlertMessage, FormActions, StatusMessage } from '@backoffice/app-kit/components';
import { MESSAGES, type Profile, UPLOAD_LIMIT_BYTES } from '@backoffice/contract';
import { Avatar } from '@backoffice/ui/Avatar';
import { FileUpload } from '@backoffice/ui/FileUpload';
import { Form } from '@backoffice/ui/Form';
import { formatPhone, PhoneInput, phoneDigits } from '@backoffice/ui/PhoneInput';
import { Spinner } from '@backoffice/ui/Spinner';
import { TextField } from '@backoffice/ui/TextField';
import { type FormEvent, useState } from 'react';
import * as styles from '../components/Profile.css';
import { ProfileNav } from '../components/ProfileNav';

interface ProfileValues {
  first_name: string;
  last_name: string;
  email: string;
  /** Digits only; sent formatted. */
  phone: string;
}

function valuesOf(profile: Profile): ProfileValues {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: profile.email,
    phone: phoneDigits(profile.phone ?? ''),
  };
}

function ProfileForm({ profile }: { profile: Profile }) {
  const { trigger } = useUpdateProfile();
  const [saved, setSaved] = useState(() => valuesOf(profile));
  const [values, setValues] = useState(saved);
  const [photo, setPhoto] = useState<File | null>(null);
  const { errors, pending, submit: submitForm } = useFormSubmit();
  const [status, setStatus] = useState<string | null>(null);
  const dirty = photo !== null || JSON.stringify(values) !== JSON.stringify(saved);
  useFormChanged(dirty);

  const set = (key: keyof ProfileValues) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    return submitForm(event, async () => {
      setStatus(null);
      const answer = await trigger({
        ...values,
        phone: values.phone ? formatPhone(values.phone) : null,
        ...(photo ? { photo } : {}),
      });
      const next = valuesOf(answer);
      setSaved(next);
      setValues(next);
      setPhoto(null);
      setStatus('Your profile has been saved.');
    });
  }

  return (
    <Form className={styles.form} validationErrors={errors.fieldErrors} onSubmit={submit}>
      {status && <StatusMessage>{status}</StatusMessage>}
      {errors.message && <AlertMessage>{errors.message}</AlertMessage>}
      <FileUpload
        label="Profile photo"
        accept={['image/png', 'image/jpeg', 'image/gif', 'image/webp']}
        maxBytes={UPLOAD_LIMIT_BYTES}
        file={photo}
        onFileChange={setPhoto}
        errorMessage={errors.fieldErrors.photo}
      />
      <div className={styles.twoColumns}>
        <TextField
          name="first_name"
          label="First name"
          value={values.first_name}
          onChange={set('first_name')}
          maxLength={60}
          isRequired
        />
        <TextField
          name="last_name"
          label="Last name"
          value={values.last_name}
          onChange={set('last_name')}
          maxLength={60}
          isRequired
        />
      </div>
      <TextField
        name="email"
        type="email"
        label="Email"
        description="A new address must be confirmed from the email we send to it."
        value={values.email}
        onChange={set('email')}
        isRequired
      />
      <PhoneInput
        name="phone"
        label="Phone"
        value={values.phone}
        onChange={set('phone')}
        errorMessage={errors.fieldErrors.phone}
      />
      <FormActions submitLabel="Save profile" pending={pending} />
    </Form>
  );
}

/** `/profile`: who the user is, their photo (at most 2 MB) and their contact details. */
export function ProfileScreen() {
  const profile = useProfile();
  const data = profile.data;
  return (
    <div className={styles.page}>
      <ProfileNav />
      {profile.error && !data && <AlertMessage>{MESSAGES.general}</AlertMessage>}
      {!data && !profile.error && <Spinner label="Loading your profile" />}
      {data && (
        <>
          <section className={styles.card} aria-label="About you">
            <div className={styles.identity}>
              <Avatar
                name={`${data.first_name} ${data.last_name}`}
                src={data.profile_photo}
                size="xl"
              />
              <div>
                <p className={styles.name}>
                  {data.first_name} {data.last_name}
                </p>
                <p className={styles.muted}>{data.role.split(',').join(', ')}</p>
              </div>
            </div>
          </section>
          <section className={styles.card} aria-labelledby="profile-details">
            <h2 id="profile-details" className={styles.cardTitle}>
              Your details
            </h2>
            <ProfileForm key={data.id} profile={data} />
          </section>
        </>
      )}
    </div>
  );
}
