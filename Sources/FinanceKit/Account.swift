import Foundation

/// An amount of money in a currency, as FinanceKit's `CurrencyAmount`.
public struct CurrencyAmount: Hashable, Sendable, Codable {
  public var amount: Decimal
  public var currencyCode: String
  public init(amount: Decimal, currencyCode: String) {
    self.amount = amount
    self.currencyCode = currencyCode
  }
}

/// Whether an amount is owed or held, as FinanceKit's `CreditDebitIndicator`.
public enum CreditDebitIndicator: Hashable, Sendable, Codable {
  case credit
  case debit
}

/// An account in the Wallet, as FinanceKit's `Account`.
public struct Account: Identifiable, Hashable, Sendable {
  public var id: UUID
  public var displayName: String
  public var accountDescription: String?
  public var institutionName: String
  public var currencyCode: String
  public init(
    id: UUID, displayName: String, accountDescription: String? = nil, institutionName: String, currencyCode: String
  ) {
    self.id = id
    self.displayName = displayName
    self.accountDescription = accountDescription
    self.institutionName = institutionName
    self.currencyCode = currencyCode
  }
}

/// A balance at a moment, as FinanceKit's `Balance`.
public struct Balance: Hashable, Sendable {
  public var amount: CurrencyAmount
  public var asOfDate: Date
  public var creditDebitIndicator: CreditDebitIndicator
  public init(amount: CurrencyAmount, asOfDate: Date, creditDebitIndicator: CreditDebitIndicator) {
    self.amount = amount
    self.asOfDate = asOfDate
    self.creditDebitIndicator = creditDebitIndicator
  }
}

/// An account's available and booked balances, as FinanceKit's `AccountBalance`.
public struct AccountBalance: Identifiable, Hashable, Sendable {
  public var id: UUID
  public var accountID: UUID
  public var available: Balance?
  public var booked: Balance?
  public var currencyCode: String
  public init(id: UUID, accountID: UUID, available: Balance?, booked: Balance?, currencyCode: String) {
    self.id = id
    self.accountID = accountID
    self.available = available
    self.booked = booked
    self.currencyCode = currencyCode
  }
}

/// A transaction on an account, as FinanceKit's `Transaction`.
public struct Transaction: Identifiable, Hashable, Sendable {
  public var id: UUID
  public var accountID: UUID
  public var transactionAmount: CurrencyAmount
  public var creditDebitIndicator: CreditDebitIndicator
  public var transactionDescription: String
  public var merchantName: String?
  public var transactionDate: Date
  public init(
    id: UUID, accountID: UUID, transactionAmount: CurrencyAmount, creditDebitIndicator: CreditDebitIndicator,
    transactionDescription: String, merchantName: String? = nil, transactionDate: Date
  ) {
    self.id = id
    self.accountID = accountID
    self.transactionAmount = transactionAmount
    self.creditDebitIndicator = creditDebitIndicator
    self.transactionDescription = transactionDescription
    self.merchantName = merchantName
    self.transactionDate = transactionDate
  }
}
