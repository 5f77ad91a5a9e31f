import AudioToolbox
import Foundation
import Security
import Testing

/// System Sound Services with no speaker: a focus timer's tick and a game's sound effects
/// compile and play nothing; registered sounds get numbers and can be disposed of once.
@Suite struct AudioToolboxTests {
  @Test func soundsRegisterAndNonePlays() {
    AudioServicesPlaySystemSound(SystemSoundID(1002))
    AudioServicesPlaySystemSound(kSystemSoundID_Vibrate)
    var finished = false
    AudioServicesPlaySystemSoundWithCompletion(1104) { finished = true }
    #expect(finished, "the completion is called, as when the sound ends")

    let url = URL(fileURLWithPath: "/tmp/chime.caf")
    var first: SystemSoundID = 0
    var second: SystemSoundID = 0
    #expect(AudioServicesCreateSystemSoundID(url as CFURL, &first) == kAudioServicesNoError)
    #expect(AudioServicesCreateSystemSoundID(url as CFURL, &second) == kAudioServicesNoError)
    #expect(first != 0 && second != first && first > kSystemSoundID_Vibrate)
    #expect(AudioServicesDisposeSystemSoundID(first) == kAudioServicesNoError)
    #expect(AudioServicesDisposeSystemSoundID(first) == kAudioServicesBadSpecifierSizeError)
  }
}
