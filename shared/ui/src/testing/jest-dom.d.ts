// Jest-dom matchers (toBeDisabled, toHaveAttribute...) for every test the root tsconfig checks.
/// <reference types="@testing-library/jest-dom" />
