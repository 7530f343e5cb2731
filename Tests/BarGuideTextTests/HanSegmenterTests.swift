import Testing
@testable import BarGuideText

/// Query segmentation with jieba's dictionary (HanWordTable): our own sentences, folded to
/// Simplified as the analyzer hands them over.
@Suite struct HanSegmenterTests {
    func words(_ text: String) -> [String] {
        let scalars = text.unicodeScalars.map(\.value)
        return HanSegmenter.segment(scalars).map { r in
            String(String.UnicodeScalarView(scalars[r].compactMap(Unicode.Scalar.init)))
        }
    }

    @Test func splitsUnspacedQueriesIntoWords() {
        #expect(words("隐藏底部工具栏") == ["隐藏", "底部", "工具栏"])
        #expect(words("工具栏和标签栏") == ["工具栏", "和", "标签栏"])
        #expect(words("超过五个标签") == ["超过", "五个", "标签"])
        #expect(words("用文本框代替搜索栏") == ["用", "文本框", "代替", "搜索栏"])
        #expect(words("全屏看视频时隐藏状态栏") == ["全屏", "看", "视频", "时", "隐藏", "状态栏"])
    }

    @Test func glossaryTermsStayWhole() {
        // Terms of Corpus/glossary.json are in the dictionary with the frequency that keeps them one word.
        #expect(words("导航栏里放分段控件").contains("分段控件"))
        #expect(words("面包屑式返回按钮").contains("返回按钮"))
        #expect(words("状态栏") == ["状态栏"])
    }

    @Test func everyCharacterIsInExactlyOneWord() {
        for text in ["请把搜索栏放在导航栏下面", "这不是一个词典里的句子吧", "栏", "", "𠀀状态"] {
            let scalars = text.unicodeScalars.map(\.value)
            let ranges = HanSegmenter.segment(scalars)
            #expect(ranges.map(\.count).reduce(0, +) == scalars.count, "\(text)")
            var next = 0
            for r in ranges {
                #expect(r.lowerBound == next && !r.isEmpty, "\(text)")
                next = r.upperBound
            }
        }
    }

    @Test func frequenciesAreFoundInPlace() {
        func f(_ word: String) -> Double? {
            var key: [UInt8] = []
            for s in word.unicodeScalars { _ = HanSegmenter.appendUTF8(s.value, to: &key) }
            return HanSegmenter.frequency(of: key, length: word.unicodeScalars.count)
        }
        // Common words are frequent; rarer ones less so; nonsense is absent.
        let common = try! #require(f("我们"))
        let rare = try! #require(f("工具栏"))
        #expect(common > rare && rare > 0)
        #expect(f("的") != nil)
        #expect(f("栏工具") == nil)
        #expect(f("我们") == f("我们"))
        // Traditional forms are folded at generation: only the Simplified form is stored.
        #expect(f("標籤") == nil && f("标签") != nil)
    }

    @Test func digitsDecode() {
        let bytes = Array("00A/".utf8)
        #expect(bytes.withUnsafeBufferPointer { HanSegmenter.decodeDigits($0.baseAddress!) } == 10 * 64 + 63)
        #expect(HanSegmenter.decodeFrequency(0x20) == 0)
        #expect(HanSegmenter.decodeFrequency(0x23) == 2.0 / HanWordTable.scale)   // '"' is skipped
    }
}
