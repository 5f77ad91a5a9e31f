import Foundation

/// Text to speak and how, as AVFoundation's `AVSpeechUtterance`; kept, never spoken.
open class AVSpeechUtterance: NSObject, @unchecked Sendable {
  public let speechString: String
  public let attributedSpeechString: NSAttributedString
  open var voice: AVSpeechSynthesisVoice?
  open var rate = AVSpeechUtteranceDefaultSpeechRate
  open var pitchMultiplier: Float = 1
  open var volume: Float = 1
  open var preUtteranceDelay: TimeInterval = 0
  open var postUtteranceDelay: TimeInterval = 0
  open var prefersAssistiveTechnologySettings = false

  public init(string: String) {
    speechString = string
    attributedSpeechString = NSAttributedString(string: string)
    super.init()
  }

  public init(attributedString string: NSAttributedString) {
    speechString = string.string
    attributedSpeechString = string
    super.init()
  }
}

/// Speech rates, as Apple's constants.
public let AVSpeechUtteranceMinimumSpeechRate: Float = 0
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1
public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5
