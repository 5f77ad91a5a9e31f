import Foundation
import Observation

/// Apple's on-device language model, as FoundationModels' `SystemLanguageModel`. Vellum's is
/// the model on a device that cannot run Apple Intelligence: `availability` is
/// `.unavailable(.deviceNotEligible)` and `isAvailable` is `false`, so a screen shows the
/// state it shows such a device (every Linux machine is one), and a session's requests throw.
public final class SystemLanguageModel: Sendable, Observable {
  /// The base model for general use.
  public static let `default` = SystemLanguageModel()

  public let useCase: UseCase
  public let guardrails: Guardrails

  public init(useCase: UseCase = .general, guardrails: Guardrails = .default) {
    self.useCase = useCase
    self.guardrails = guardrails
  }

  /// A model specialised by an adapter the app ships; an adapter is never loaded in Vellum.
  public convenience init(adapter: Adapter, guardrails: Guardrails = .default) {
    self.init(useCase: .general, guardrails: guardrails)
  }

  /// `.unavailable(.deviceNotEligible)`: the device does not support Apple Intelligence.
  public var availability: Availability { .unavailable(.deviceNotEligible) }

  /// `false`: the model cannot be used here.
  public var isAvailable: Bool { availability == .available }

  /// The languages the model answers in (iOS 26.0's: English, French, German, Italian,
  /// Portuguese, Spanish, Japanese, Korean and Simplified Chinese), whether or not the device
  /// can run it.
  public var supportedLanguages: Set<Locale.Language> {
    Set(["en", "fr", "de", "it", "pt", "es", "ja", "ko", "zh-Hans"].map { Locale.Language(identifier: $0) })
  }

  /// Whether the locale's language is one the model answers in.
  public func supportsLocale(_ locale: Locale = Locale.current) -> Bool {
    let code = locale.language.languageCode?.identifier
    return supportedLanguages.contains { $0.languageCode?.identifier == code }
  }

  /// The most tokens a session's transcript may hold (4,096 on iOS).
  public var contextSize: Int { 4096 }

  /// What the model is tuned for.
  public struct UseCase: Sendable, Equatable {
    let name: String

    /// General prompts.
    public static let general = UseCase(name: "general")
    /// Tagging content with topics, actions and objects.
    public static let contentTagging = UseCase(name: "contentTagging")
  }

  /// The safety checks applied to prompts and responses.
  public struct Guardrails: Sendable {
    let permissive: Bool

    /// The default checks.
    public static let `default` = Guardrails(permissive: false)
    /// Checks that allow transforming sensitive content the user gives (iOS 26.0's
    /// `permissiveContentTransformations`).
    public static let permissiveContentTransformations = Guardrails(permissive: true)
  }

  /// A trained adapter the app would load; Vellum's has only a name and never loads.
  public struct Adapter: Sendable {
    public let name: String

    /// The adapter named in the app's asset packs; loading it fails here, as on a device
    /// without the model (`assetsUnavailable`).
    public init(name: String) throws {
      self.name = name
      throw LanguageModelSession.GenerationError.assetsUnavailable(
        .init(debugDescription: "The adapter \(name) cannot be loaded: no model on this device"))
    }

    /// An adapter file; loading it fails here as `init(name:)` does.
    public init(fileURL: URL) throws {
      try self.init(name: fileURL.deletingPathExtension().lastPathComponent)
    }
  }
}
