import Foundation

/// The store of the Wallet's accounts, balances and transactions, as FinanceKit's
/// `FinanceStore` (iOS 17.4). Vellum's device has no Wallet: no data is available, a request
/// for access is denied, and every query fails with `FinanceError.dataRestricted`, as
/// FinanceKit answers where the person has not allowed access. A preview that passes its own
/// sample store draws as on iOS.
public final class FinanceStore: Sendable {
  /// The kinds of data the store holds.
  public enum DataType: Hashable, Sendable {
    case financialData
  }

  public static let shared = FinanceStore()

  private init() {}

  /// Whether the device can hold this kind of data: never on Vellum's.
  public static func isDataAvailable(_ type: DataType) -> Bool { false }

  public func authorizationStatus() async throws -> AuthorizationStatus { .denied }

  /// Asks for access; the answer is no.
  public func requestAuthorization() async throws -> AuthorizationStatus { .denied }

  public func accounts(query: AccountQuery) async throws -> [Account] {
    throw FinanceError.dataRestricted(.financialData)
  }

  public func accountBalances(query: AccountBalanceQuery) async throws -> [AccountBalance] {
    throw FinanceError.dataRestricted(.financialData)
  }

  public func transactions(query: TransactionQuery) async throws -> [Transaction] {
    throw FinanceError.dataRestricted(.financialData)
  }
}
