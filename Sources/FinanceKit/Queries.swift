import Foundation

/// A query for accounts, as FinanceKit's `AccountQuery`.
public struct AccountQuery: Sendable {
  public var limit: Int?
  public var offset: Int
  public init(limit: Int? = nil, offset: Int = 0) {
    self.limit = limit
    self.offset = offset
  }
}

/// A query for account balances, as FinanceKit's `AccountBalanceQuery`.
public struct AccountBalanceQuery: Sendable {
  public var limit: Int?
  public var offset: Int
  public init(limit: Int? = nil, offset: Int = 0) {
    self.limit = limit
    self.offset = offset
  }
}

/// A query for transactions, as FinanceKit's `TransactionQuery`.
public struct TransactionQuery: Sendable {
  public var limit: Int?
  public var offset: Int
  public init(limit: Int? = nil, offset: Int = 0) {
    self.limit = limit
    self.offset = offset
  }
}
