import Foundation

// Keyboard and input settings of text fields, as SwiftUI spells them. Vellum draws no
// keyboard, so each is accepted and changes nothing drawn.

/// The keyboard a field asks for (UIKit's `UIKeyboardType`).
public enum UIKeyboardType: Int, Hashable, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
    decimalPad, twitter, webSearch, asciiCapableNumberPad
  public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// What kind of content a field holds, for autofill (UIKit's `UITextContentType`).
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let name = UITextContentType("name")
  public static let givenName = UITextContentType("givenName")
  public static let familyName = UITextContentType("familyName")
  public static let nickname = UITextContentType("nickname")
  public static let organizationName = UITextContentType("organizationName")
  public static let jobTitle = UITextContentType("jobTitle")
  public static let location = UITextContentType("location")
  public static let fullStreetAddress = UITextContentType("fullStreetAddress")
  public static let addressCity = UITextContentType("addressCity")
  public static let addressState = UITextContentType("addressState")
  public static let postalCode = UITextContentType("postalCode")
  public static let countryName = UITextContentType("countryName")
  public static let telephoneNumber = UITextContentType("telephoneNumber")
  public static let emailAddress = UITextContentType("emailAddress")
  public static let URL = UITextContentType("URL")
  public static let creditCardNumber = UITextContentType("creditCardNumber")
  public static let username = UITextContentType("username")
  public static let password = UITextContentType("password")
  public static let newPassword = UITextContentType("newPassword")
  public static let oneTimeCode = UITextContentType("oneTimeCode")
}

/// How a field capitalizes what is typed.
public struct TextInputAutocapitalization: Hashable, Sendable {
  let name: String
  public static let never = TextInputAutocapitalization(name: "never")
  public static let words = TextInputAutocapitalization(name: "words")
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The title of the keyboard's return key.
public struct SubmitLabel: Hashable, Sendable {
  let name: String
  public static let done = SubmitLabel(name: "done")
  public static let go = SubmitLabel(name: "go")
  public static let send = SubmitLabel(name: "send")
  public static let join = SubmitLabel(name: "join")
  public static let route = SubmitLabel(name: "route")
  public static let search = SubmitLabel(name: "search")
  public static let `return` = SubmitLabel(name: "return")
  public static let next = SubmitLabel(name: "next")
  public static let `continue` = SubmitLabel(name: "continue")
}

nonisolated extension View {
  /// Accepted; Vellum shows no keyboard.
  public func keyboardType(_ type: UIKeyboardType) -> some View { self }
  /// Accepted; Vellum does not autofill.
  public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
  /// Accepted; Vellum takes no typing.
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
  /// Accepted; Vellum takes no typing.
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
  /// Accepted (deprecated in SwiftUI for `autocorrectionDisabled`).
  public func disableAutocorrection(_ disable: Bool?) -> some View { self }
  /// Accepted; Vellum shows no keyboard.
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
}

/// How a field capitalizes what is typed, in UIKit's older spelling (`UITextAutocapitalizationType`).
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
  case none, words, sentences, allCharacters
}

nonisolated extension View {
  /// Accepted (deprecated in SwiftUI for `textInputAutocapitalization(_:)`).
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
}
