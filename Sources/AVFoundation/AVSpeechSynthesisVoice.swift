import Foundation

/// A voice to speak with, as AVFoundation's `AVSpeechSynthesisVoice`. A preview has none
/// installed: `speechVoices()` is empty and asking for a voice by language or identifier
/// gives nil, as iOS does for a language it has no voice for (an utterance without one
/// would use the default, and is not spoken either).
open class AVSpeechSynthesisVoice: NSObject, @unchecked Sendable {
  public let language: String
  public let identifier: String
  public let name: String
  public let quality: AVSpeechSynthesisVoiceQuality
  public let gender: AVSpeechSynthesisVoiceGender

  init(language: String, identifier: String, name: String) {
    (self.language, self.identifier, self.name) = (language, identifier, name)
    (quality, gender) = (.default, .unspecified)
    super.init()
  }

  /// Nil: no voice is installed.
  public convenience init?(language languageCode: String?) { return nil }
  public convenience init?(identifier: String) { return nil }

  /// None: no voice is installed.
  open class func speechVoices() -> [AVSpeechSynthesisVoice] { [] }

  /// The device's language as a BCP 47 code (`en-US` in a preview, Vellum's locale).
  open class func currentLanguageCode() -> String { "en-US" }
}

/// How good a voice sounds (raw values as Apple's).
public enum AVSpeechSynthesisVoiceQuality: Int, Sendable {
  case `default` = 1
  case enhanced = 2
  case premium = 3
}

public enum AVSpeechSynthesisVoiceGender: Int, Sendable {
  case unspecified = 0
  case male = 1
  case female = 2
}

public let AVSpeechSynthesisVoiceIdentifierAlex = "com.apple.speech.voice.Alex"
