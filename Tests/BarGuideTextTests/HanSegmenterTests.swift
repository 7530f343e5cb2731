import Testing
@testable import BarGuideText

@Suite struct HanSegmenterTests {
    func words(_ text: String) -> [String] {
        let scalars = text.unicodeScalars.map(\.value)
        return HanSegmenter.segment(scalars).map { r in
            String(String.UnicodeScalarView(scalars[r].compactMap(Unicode.Scalar.init)))
        }
    }

    @Test func printSamples() {
        for s in ["隐藏底部工具栏", "工具栏和标签栏", "超过五个标签", "别自己做状态栏", "导航栏里放分段控件", "标签角标提示新内容",
                  "横竖屏标签数量一致", "用文本框代替搜索栏", "全屏看视频时隐藏状态栏", "面包屑式返回按钮", "文字按钮间距太小"] {
            print("SEG", s, words(s))
        }
    }
}
