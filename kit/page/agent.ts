/** A browser and operating system pair, as a payment method's supported_agents lists them. */
export interface Agent {
  os: string;
  browser: string;
}
