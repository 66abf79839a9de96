import { test } from '../../kit/fixtures';
import { ruleTitle } from '../../kit/audit-rule';
import { checking } from '../../kit/checking';
import { dataOf, expectStatus } from '../../kit/checks/response';
import { expectRule } from '../../kit/checks/violation';

// Resources › Cryptocurrency: contract_id "present only for token networks"; a coin's native network is none.
type Coin = { coin_code?: unknown; coin_name?: unknown; blockchains?: Record<string, unknown>[] };

test(
  ruleTitle('LEG-COINS-SHAPE', 'contract_id only on token networks'),
  checking('LEG-COINS-SHAPE', 'ASSUME-LEG-NATIVE-NETWORK', 'ASSUME-LEG-CONTRACT-ID'),
  async ({ legacy }) => {
    const natives: { coin: unknown; chain: Record<string, unknown> }[] = [];
    for (const orderType of ['buy', 'sell']) {
      const answer = await legacy.get(`/api/coins/${orderType}`);
      expectStatus('LEG-COINS-SHAPE', answer, 200, `200 with data.coins for /api/coins/${orderType}`);
      for (const coin of (dataOf(answer).coins ?? []) as Coin[]) {
        // ASSUME-LEG-NATIVE-NETWORK: the network whose code is the coin's code or name.
        const names = [coin.coin_code, coin.coin_name].map((name) => String(name).toLowerCase());
        for (const chain of coin.blockchains ?? [])
          if (names.includes(String(chain.code).toLowerCase())) natives.push({ coin: coin.coin_code, chain });
      }
    }
    test.skip(
      natives.length === 0,
      'no listed network has the code of its coin or its name: no network is known to be native ' +
        '(ASSUME-LEG-NATIVE-NETWORK)',
    );
    const carrying = natives.filter(({ chain }) => 'contract_id' in chain);
    expectRule(
      'LEG-COINS-SHAPE',
      carrying.length === 0,
      () =>
        carrying
          .map(
            ({ coin, chain }) =>
              `${String(coin)} on ${String(chain.code)}: contract_id ${JSON.stringify(chain.contract_id)}`,
          )
          .join('; '),
      "no contract_id on a coin's native network: present only for token networks",
    );
  },
);
