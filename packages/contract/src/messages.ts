/** The spec's fixed texts (sections 2, 4, 5 and 8). */
export const MESSAGES = {
  general: 'There has been an error processing your request. Please try again',
  expired: 'Sorry, this page has expired. Please refresh and try again',
  forbidden: 'Sorry, you do not have access to this page or resource.',
  notFound: 'Page not found',
  unsavedChanges: 'Do you really want to leave? you have unsaved changes!',
  brandAccessDenied: 'You do not have access to this brand',
  serverError:
    'Server Error 500. It seems you have ran into a system error. Please double check the information you are submitting and trying again. If the issue persists, create a ticket.',
  outdatedClient: 'You are using an outdate version of this application.',
  fileTooLarge: 'The file size must not exceed 2MB.',
  phoneNumbersOnly: 'Only numbers are allowed in this field or data in the format (template)',
  selectPlaceholder: 'Choose One',
  loadingBrand: 'Loading brand . . .',
  brandPickerSubtitle: 'Select an accessible brand to get started',
  noNotifications: 'No New Notifications',
} as const;
