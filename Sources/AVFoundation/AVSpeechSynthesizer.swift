import Foundation

/// Speaks text, as AVFoundation's `AVSpeechSynthesizer`. A preview has no voices and makes
/// no sound: an utterance given to `speak(_:)` is dropped, so the synthesizer is never
/// speaking or paused, and its delegate is never called (no start, no finish).
open class AVSpeechSynthesizer: NSObject, @unchecked Sendable {
  open weak var delegate: (any AVSpeechSynthesizerDelegate)?
  open var usesApplicationAudioSession = true
  open var mixToTelephonyUplink = false

  public override init() { super.init() }

  open var isSpeaking: Bool { false }
  open var isPaused: Bool { false }

  /// Dropped: nothing is spoken.
  open func speak(_ utterance: AVSpeechUtterance) {}
  /// `false`: there is no speech to stop, pause or continue.
  @discardableResult open func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool { false }
  @discardableResult open func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool { false }
  @discardableResult open func continueSpeaking() -> Bool { false }
}

/// Where speech stops or pauses (raw values as Apple's).
public enum AVSpeechBoundary: Int, Sendable {
  case immediate = 0
  case word = 1
}

/// What a synthesizer tells its delegate; never called in a preview, so every method has a
/// default (Apple's are optional).
public protocol AVSpeechSynthesizerDelegate: AnyObject {
  func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance)
  func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance)
  func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance)
  func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance)
  func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance)
  func speechSynthesizer(
    _ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange,
    utterance: AVSpeechUtterance)
}

extension AVSpeechSynthesizerDelegate {
  public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) {}
  public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {}
  public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance) {}
  public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance) {}
  public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance) {}
  public func speechSynthesizer(
    _ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange,
    utterance: AVSpeechUtterance
  ) {}
}
