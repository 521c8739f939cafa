import { API_CALLS } from '@cardroom/protocol';
import { describe, expect, it } from 'vitest';
import {
  DATA_REQUEST_LIMITS,
  type DataRequestValues,
  dataRequestBody,
  dataRequestProblems,
  feedbackMessageProblem,
  screenshotFileProblem,
} from './rules.js';

describe('feedback message', () => {
  it('follows spec §5: empty, under 10, over 1000 and over the 5000 cap', () => {
    expect(feedbackMessageProblem('')).toBe('empty');
    expect(feedbackMessageProblem('   \n ')).toBe('empty');
    expect(feedbackMessageProblem('too short')).toBe('tooShort');
    expect(feedbackMessageProblem('  123456789  ')).toBe('tooShort');
    expect(feedbackMessageProblem('1234567890')).toBeNull();
    expect(feedbackMessageProblem('x'.repeat(1000))).toBeNull();
    expect(feedbackMessageProblem('x'.repeat(1001))).toBe('tooLong');
    expect(feedbackMessageProblem('x'.repeat(5001))).toBe('overCap');
  });
});

describe('screenshot files', () => {
  it('takes the four image types under the upload limit only', () => {
    expect(screenshotFileProblem({ type: 'image/png', size: 100 })).toBeNull();
    expect(screenshotFileProblem({ type: 'image/webp', size: 100 })).toBeNull();
    expect(screenshotFileProblem({ type: 'image/svg+xml', size: 100 })).toBe('notImage');
    expect(screenshotFileProblem({ type: 'application/pdf', size: 100 })).toBe('notImage');
    expect(screenshotFileProblem({ type: 'image/jpeg', size: 3 * 1024 * 1024 })).toBe('tooLarge');
  });
});

describe('data request form', () => {
  const valid: DataRequestValues = {
    email: 'ann@example.com',
    firstName: 'Ann',
    lastName: 'Lee',
    contactNumber: '',
    detail: 'A copy of my data',
    description: '',
  };

  it('has the spec §5 maximum lengths', () => {
    expect(DATA_REQUEST_LIMITS).toMatchObject({
      email: 30,
      firstName: 20,
      lastName: 20,
      contactNumber: 20,
      detail: 100,
    });
  });

  it('needs email, names and detail; contact number and description are optional', () => {
    expect(dataRequestProblems(valid)).toEqual({});
    expect(dataRequestProblems({ ...valid, email: ' ', firstName: '', lastName: '', detail: '' })).toEqual({
      email: 'required',
      firstName: 'required',
      lastName: 'required',
      detail: 'required',
    });
  });

  it('rejects values over the limits, a bad email and a bad phone number', () => {
    expect(
      dataRequestProblems({
        ...valid,
        email: `${'a'.repeat(20)}@example.com`,
        firstName: 'x'.repeat(21),
        lastName: 'x'.repeat(21),
        contactNumber: '1'.repeat(21),
        detail: 'x'.repeat(101),
      }),
    ).toEqual({
      email: 'tooLong',
      firstName: 'tooLong',
      lastName: 'tooLong',
      contactNumber: 'tooLong',
      detail: 'tooLong',
    });
    expect(dataRequestProblems({ ...valid, email: 'not-an-email' }).email).toBe('invalidEmail');
    expect(dataRequestProblems({ ...valid, contactNumber: 'call me' }).contactNumber).toBe('phone');
    expect(dataRequestProblems({ ...valid, contactNumber: '+1 (555) 010-0100' })).toEqual({});
  });

  it('builds a body the server schema accepts, leaving out empty optional fields', () => {
    const body = dataRequestBody({ ...valid, firstName: ' Ann ' });
    expect(body).toEqual({
      email: 'ann@example.com',
      firstName: 'Ann',
      lastName: 'Lee',
      detail: 'A copy of my data',
    });
    expect(API_CALLS.userDataRequest.body.safeParse({ requestInfo: body }).success).toBe(true);
    const full = dataRequestBody({ ...valid, contactNumber: '+1 555 0100', description: 'Please email it.' });
    expect(API_CALLS.userDataRequest.body.safeParse({ requestInfo: full }).success).toBe(true);
  });
});
