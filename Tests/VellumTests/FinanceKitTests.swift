import FinanceKit
import Foundation
import Testing

/// FinanceKit on a device with no Wallet: access is denied and queries fail with
/// `dataRestricted`, so a budget screen shows what it shows without access; a screen that
/// takes its own sample store (the idiom of a budget app's preview) is unaffected.
@Suite struct FinanceKitTests {
  protocol BalancesProviding {
    func accountBalances(query: AccountBalanceQuery) async throws -> [AccountBalance]
    func requestAuthorization() async throws -> FinanceKit.AuthorizationStatus
  }

  @Test func theStoreHasNoDataAndDeniesAccess() async throws {
    #expect(!FinanceStore.isDataAvailable(.financialData))
    let store: any BalancesProviding = FinanceStore.shared
    #expect(try await store.requestAuthorization() == .denied)
    await #expect(throws: FinanceError.dataRestricted(.financialData)) {
      try await store.accountBalances(query: AccountBalanceQuery())
    }
    let sample = AccountBalance(
      id: UUID(), accountID: UUID(), available: nil,
      booked: Balance(
        amount: CurrencyAmount(amount: 1500, currencyCode: "USD"), asOfDate: .now, creditDebitIndicator: .credit),
      currencyCode: "USD")
    #expect(sample.booked?.amount.amount == 1500)
  }
}

extension FinanceStore: FinanceKitTests.BalancesProviding {}
