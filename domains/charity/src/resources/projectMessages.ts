/**
 * The sentences of a project's refusals, shared by the server and the screens (and by the
 * definition's own state messages, so they live apart from `projectSteps.ts`).
 */
export const PROJECT_MESSAGES = {
  membersFirst: "Add the project's members first: the package comes after the members step.",
  packageFirst: 'Set the package first: beneficiaries are chosen after the package step.',
  beneficiariesFirst:
    'Choose the beneficiaries first: packages are handed over after the beneficiaries step.',
  notStarted: 'Start the distribution first: packages are handed over while it is in progress.',
  packageLocked: 'The package cannot change once the distribution has started.',
  finished: (status: string) => `A ${status} project cannot be changed.`,
  draftOnlyDelete: 'Only a draft project can be deleted: cancel it instead.',
  handedOverByMember: 'The person handing over must be a member of the project.',
  memberNotStaff: 'The selected staff member is not a user of this brand.',
  memberTwice: 'Each staff member is listed once.',
  notFound: (id: number) => `Beneficiary #${id} is not registered with this brand.`,
  notActive: (name: string, status: string) =>
    `${name} is ${status} and cannot be added to a project.`,
  notInProject: (name: string) => `${name} is not a beneficiary of this project.`,
  alreadyHandedOver: (name: string) => `${name} has already received the package.`,
  notHandedOver: (name: string) => `${name} has not received the package yet.`,
  receivedStays: (name: string) => `${name} has received the package and stays on the project.`,
  futureHandOver: 'The handed over on field must be a date before or equal to today.',
  nothingHandedOver: 'Hand over at least one package before finishing the distribution.',
} as const;
